export interface Operation {
  method: string;
  path: string;
  operationId: string | null;
}

export interface ClientCall {
  receiver: string;
  method: string;
  /** null when the path is not a plain literal. */
  path: string | null;
  line: number;
}

export const HTTP_METHODS: string[];
export function listOperations(document: unknown): Operation[];
export function pathOnly(path: string): string;
export function matchesTemplate(template: string, path: string): boolean;
export function findOperation(operations: Operation[], method: string, path: string): Operation | null;
export function stripComments(source: string): string;
export function findClientCalls(source: string): ClientCall[];
export function clientTypeSpecs(clientsSource: string): Record<string, string>;
export function receiverSpecs(source: string, typeSpecs: Record<string, string>): Record<string, string | null>;
export function sameShape(a: string, b: string): boolean;
export function documentedCalls(markdown: string): { method: string; path: string }[];

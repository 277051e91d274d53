import { dirname, resolve } from 'node:path';

const REACTIONS = { reaction: 1, autorun: 0, when: 1 };

const featureOf = (file) => /src\/features\/([^/]+)\//.exec(file.split('\\').join('/'))?.[1] ?? null;

/**
 * A store reaches into another feature's state only through that feature's actions, and never from
 * a reaction: the effect of a reaction, autorun or when calls or writes nothing on a collaborator
 * (a constructor parameter) from another feature, so that every change to a feature's state can be
 * found in that feature.
 */
export const noCrossFeatureReactions = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const own = featureOf(context.filename);
    if (own === null) return {};
    const sources = new Map();
    const foreign = new Set();
    const featureOfSource = (source) => (source.startsWith('.') ? featureOf(resolve(dirname(context.filename), source)) : null);
    const isForeignMember = (node) =>
      node?.type === 'MemberExpression' &&
      node.object.type === 'MemberExpression' &&
      node.object.object.type === 'ThisExpression' &&
      foreign.has(node.object.property.name);
    const insideEffect = (node) =>
      context.sourceCode.getAncestors(node).some((ancestor, index, all) => {
        if (ancestor.type !== 'CallExpression' || ancestor.callee.type !== 'Identifier') return false;
        const effect = ancestor.arguments[REACTIONS[ancestor.callee.name]];
        return effect !== undefined && all.slice(index + 1).includes(effect);
      });
    const report = (node, what) =>
      context.report({
        node,
        message: `A reaction ${what} another feature's store; let that feature react, or call its action from one of yours.`,
      });
    return {
      ImportDeclaration(node) {
        const feature = featureOfSource(node.source.value);
        if (feature === null || feature === own) return;
        for (const specifier of node.specifiers) sources.set(specifier.local.name, feature);
      },
      TSParameterProperty(node) {
        const type = node.parameter.typeAnnotation?.typeAnnotation;
        const name = type?.type === 'TSTypeReference' && type.typeName.type === 'Identifier' ? type.typeName.name : null;
        if (name !== null && sources.has(name)) foreign.add(node.parameter.name);
      },
      CallExpression(node) {
        if (isForeignMember(node.callee) && insideEffect(node)) report(node, 'calls');
      },
      AssignmentExpression(node) {
        if ((isForeignMember(node.left) || isForeignMember(node.left.object)) && insideEffect(node)) report(node, 'writes into');
      },
    };
  },
};

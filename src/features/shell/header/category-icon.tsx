import { observer } from 'mobx-react-lite';
import { Icon } from '../../../shared/components/icon';
import { useStores } from '../../../shared/store-context';

/** The configured icon of a category (localeConfig.categoryIcons), or the default oval. */
export const CategoryIcon = observer(function CategoryIcon({
  categoryId,
  className,
}: {
  categoryId: number;
  className?: string;
}) {
  const { shop } = useStores();
  const url = shop.localeConfig.value?.categoryIcons[categoryId];
  if (url)
    return <img src={url} alt="" width={28} height={28} className={className} loading="lazy" data-testid="category-icon" />;
  return (
    <span className={className} data-testid="category-icon-default">
      <Icon name="oval" size={28} />
    </span>
  );
});

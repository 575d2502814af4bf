import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { idFromSlug, listingPath, productPath } from '@zina/shared/slug';
import { ApiError } from '../../api/client';
import { buttonClass } from '../../components/button';
import { FailureScreen } from '../../components/error-screen';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useProductDetails } from './api/get-product-details';
import { Breadcrumb } from './breadcrumb';
import { Gallery } from './product/gallery';
import { ProductInfo } from './product/product-info';

function LoadFailure({ notFound, onRetry }: { notFound: boolean; onRetry: () => void }) {
  const title = notFound ? 'Produit non trouvé' : 'Erreur lors du chargement du produit';
  useDocumentTitle(title);
  return (
    <FailureScreen
      title={title}
      titleClassName="text-3xl"
      message={
        notFound
          ? 'Ce produit n’existe pas ou n’est plus en vente.'
          : 'Vérifiez votre connexion puis réessayez.'
      }
      onRetry={onRetry}
    >
      <Link to="/" className={buttonClass('secondary')}>
        Retour à l'accueil
      </Link>
    </FailureScreen>
  );
}

function ProductSkeleton() {
  return (
    <div
      role="status"
      aria-label="Chargement du produit…"
      className="grid gap-8 md:grid-cols-2 md:gap-12"
    >
      <div aria-hidden className="aspect-square animate-pulse rounded-3xl bg-sand-100" />
      <div aria-hidden className="space-y-4">
        <div className="h-10 w-3/4 animate-pulse rounded bg-sand-100" />
        <div className="h-4 w-1/4 animate-pulse rounded bg-sand-100" />
        <div className="h-9 w-1/2 animate-pulse rounded bg-sand-100" />
        <div className="h-11 w-48 animate-pulse rounded-full bg-sand-100" />
        <div className="h-24 animate-pulse rounded-2xl bg-sand-100" />
      </div>
    </div>
  );
}

/** SPEC.md §2 Product page at /product/{slug}-{id}: the id decides, the slug is cosmetic. */
export default function ProductPage() {
  const { product: segment } = useParams();
  const productId = idFromSlug(segment);
  const { data: product, error, isError, refetch } = useProductDetails(productId);
  const navigate = useNavigate();
  const location = useLocation();
  useDocumentTitle(product?.name ?? null);

  // An old link (the product was renamed) opens the product and the address is corrected.
  useEffect(() => {
    if (!product) return;
    const canonical = productPath(product);
    if (location.pathname !== canonical) {
      void navigate(`${canonical}${location.search}${location.hash}`, {
        replace: true,
        state: location.state,
        preventScrollReset: true,
      });
    }
  }, [product, location, navigate]);

  if (productId === null || isError) {
    const notFound =
      productId === null ||
      (error instanceof ApiError && (error.status === 404 || error.status === 400));
    return <LoadFailure notFound={notFound} onRetry={() => void refetch()} />;
  }

  const category = product?.category[0];
  const sub = product?.subCategory[0];
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-8">
      <Breadcrumb
        className="mb-5"
        crumbs={[
          ...(category && sub ? [{ label: sub.name, to: listingPath(category, sub) }] : []),
          ...(product ? [{ label: product.name, current: true }] : []),
        ]}
      />
      {product ? (
        <div className="grid gap-8 md:grid-cols-2 md:gap-12">
          <Gallery key={product._id} images={product.image} name={product.name} />
          <ProductInfo product={product} />
        </div>
      ) : (
        <ProductSkeleton />
      )}
    </div>
  );
}

import { Suspense, type ComponentType } from "react";

/**
 * The page of a client component that reads its state from the URL (useSearchParams): Next.js needs a
 * Suspense boundary around it, or the whole route is rendered on the client.
 */
export function urlStatePage(Content: ComponentType) {
  return function Page() {
    return (
      <Suspense>
        <Content />
      </Suspense>
    );
  };
}

import { redirect } from "next/navigation";
import { Suspense } from "react";
import { MyPage } from "@/components/mypage/mypage";
import { pageActor } from "@/lib/server/gateway/page-actor";
import { createStarterTab } from "@/lib/server/mypage/create-starter-tab";

export default async function HomePage() {
  // A first visit gets the starter tab before the page asks for its tabs.
  const actor = await pageActor().catch(() => undefined);
  // Signed out: straight to the login page, before the page's API calls could answer 401.
  if (actor === null) redirect("/login");
  if (actor) await createStarterTab(actor).catch((error) => console.error("starter tab:", error));
  // The open tab is in the URL (useSearchParams), which needs a Suspense boundary.
  return (
    <Suspense>
      <MyPage />
    </Suspense>
  );
}

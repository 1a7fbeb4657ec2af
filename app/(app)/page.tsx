import { Suspense } from "react";
import { MyPage } from "@/components/mypage/mypage";

export default function HomePage() {
  // The open tab is in the URL (useSearchParams), which needs a Suspense boundary.
  return (
    <Suspense>
      <MyPage />
    </Suspense>
  );
}

import type { Metadata } from "next";
import { LoginForm } from "@/components/auth/login-form";
import { safeNextPath } from "@/components/auth/safe-next-path";

export const metadata: Metadata = { title: "Sign in" };

type TLoginPageProps = { searchParams: Promise<{ next?: string | string[] }> };

export default async function LoginPage({ searchParams }: TLoginPageProps) {
  const { next } = await searchParams;
  return <LoginForm next={safeNextPath(next)} />;
}

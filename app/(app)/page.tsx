import { Welcome } from "@/components/home/welcome";

export default function HomePage() {
  return <Welcome />;
}

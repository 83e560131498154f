import { Link } from "react-router";
import { paths } from "@/lib/paths.ts";
import { useCameFrom } from "@/lib/use-came-from.ts";
import { commonTexts } from "@/texts/common.ts";
import { buttonClasses } from "./button-styles.ts";

/** Giriş Yap and Kayıt Ol as a pair of buttons, for pages that invite a visitor in. */
export function AuthLinks({ className }: { className: string }) {
  const cameFrom = useCameFrom();
  return (
    <div className={className}>
      <Link to={paths.login.href()} state={cameFrom} className={buttonClasses("secondary")}>
        {commonTexts.actions.login}
      </Link>
      <Link to={paths.register.href()} state={cameFrom} className={buttonClasses("primary")}>
        {commonTexts.actions.register}
      </Link>
    </div>
  );
}

import { Link } from "react-router";
import { paths } from "../lib/paths.ts";
import { tr } from "../texts/tr.ts";
import { buttonClasses } from "./button-styles.ts";

/** Giriş Yap and Kayıt Ol as a pair of buttons, for pages that invite a visitor in. */
export function AuthLinks({ className }: { className: string }) {
  return (
    <div className={className}>
      <Link to={paths.login.href()} className={buttonClasses("secondary")}>
        {tr.nav.login}
      </Link>
      <Link to={paths.register.href()} className={buttonClasses("primary")}>
        {tr.nav.register}
      </Link>
    </div>
  );
}

import { statsMessages } from "@turnuva/contract/stats";
import { AppError } from "../../http/app-error.ts";

/** An unknown username or id on a profile, its statistics or a comparison: 404 'Kullanıcı bulunamadı.' */
export const userNotFound = () => new AppError("USER_NOT_FOUND", statsMessages.userNotFound);

import * as z from "zod/mini";
import { tr } from "zod/locales";

// Every schema carries its own Turkish messages; this is the net under them, so that a default
// zod message that slips through is still Turkish on the form and in the API.
z.config(tr());

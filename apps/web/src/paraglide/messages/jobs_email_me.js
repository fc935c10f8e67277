/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_Email_MeInputs */

const en_jobs_email_me = /** @type {(inputs: Jobs_Email_MeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email me jobs like these`)
};

const fr_jobs_email_me = /** @type {(inputs: Jobs_Email_MeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créer une alerte-emploi`)
};

/**
* | output |
* | --- |
* | "Email me jobs like these" |
*
* @param {Jobs_Email_MeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const jobs_email_me = /** @type {((inputs?: Jobs_Email_MeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Email_MeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_jobs_email_me(inputs)
	return en_jobs_email_me(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_Apply_NowInputs */

const en_jobs_apply_now = /** @type {(inputs: Jobs_Apply_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apply Now`)
};

const fr_jobs_apply_now = /** @type {(inputs: Jobs_Apply_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Postuler`)
};

/**
* | output |
* | --- |
* | "Apply Now" |
*
* @param {Jobs_Apply_NowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const jobs_apply_now = /** @type {((inputs?: Jobs_Apply_NowInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Apply_NowInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_jobs_apply_now(inputs)
	return en_jobs_apply_now(inputs)
});
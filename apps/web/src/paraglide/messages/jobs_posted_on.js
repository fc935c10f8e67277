/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Jobs_Posted_OnInputs */

const en_jobs_posted_on = /** @type {(inputs: Jobs_Posted_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Posted ${i?.date}`)
};

const fr_jobs_posted_on = /** @type {(inputs: Jobs_Posted_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Publié le ${i?.date}`)
};

/**
* | output |
* | --- |
* | "Posted {date}" |
*
* @param {Jobs_Posted_OnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const jobs_posted_on = /** @type {((inputs: Jobs_Posted_OnInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Posted_OnInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_jobs_posted_on(inputs)
	return en_jobs_posted_on(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Jobs_Found_ManyInputs */

const en_jobs_found_many = /** @type {(inputs: Jobs_Found_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} jobs found`)
};

const fr_jobs_found_many = /** @type {(inputs: Jobs_Found_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} emplois trouvés`)
};

/**
* | output |
* | --- |
* | "{count} jobs found" |
*
* @param {Jobs_Found_ManyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const jobs_found_many = /** @type {((inputs: Jobs_Found_ManyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Found_ManyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_jobs_found_many(inputs)
	return en_jobs_found_many(inputs)
});
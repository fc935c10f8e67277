/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ type: NonNullable<unknown>, category: NonNullable<unknown>, company: NonNullable<unknown>, location: NonNullable<unknown> }} Job_Meta_DescriptionInputs */

const en_job_meta_description = /** @type {(inputs: Job_Meta_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.type} ${i?.category} job at ${i?.company} in ${i?.location}.`)
};

const fr_job_meta_description = /** @type {(inputs: Job_Meta_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Emploi ${i?.type}, ${i?.category}, chez ${i?.company} à ${i?.location}.`)
};

/**
* | output |
* | --- |
* | "{type} {category} job at {company} in {location}." |
*
* @param {Job_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const job_meta_description = /** @type {((inputs: Job_Meta_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Job_Meta_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_job_meta_description(inputs)
	return en_job_meta_description(inputs)
});
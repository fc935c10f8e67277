/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ company: NonNullable<unknown> }} Jobs_Hero_EyebrowInputs */

const en_jobs_hero_eyebrow = /** @type {(inputs: Jobs_Hero_EyebrowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Careers with ${i?.company}`)
};

const fr_jobs_hero_eyebrow = /** @type {(inputs: Jobs_Hero_EyebrowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Carrières chez ${i?.company}`)
};

/**
* | output |
* | --- |
* | "Careers with {company}" |
*
* @param {Jobs_Hero_EyebrowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const jobs_hero_eyebrow = /** @type {((inputs: Jobs_Hero_EyebrowInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Hero_EyebrowInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_jobs_hero_eyebrow(inputs)
	return en_jobs_hero_eyebrow(inputs)
});
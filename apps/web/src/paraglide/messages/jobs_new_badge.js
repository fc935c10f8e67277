/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_New_BadgeInputs */

const en_jobs_new_badge = /** @type {(inputs: Jobs_New_BadgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`NEW`)
};

const fr_jobs_new_badge = /** @type {(inputs: Jobs_New_BadgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`NOUVEAU`)
};

/**
* | output |
* | --- |
* | "NEW" |
*
* @param {Jobs_New_BadgeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const jobs_new_badge = /** @type {((inputs?: Jobs_New_BadgeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_New_BadgeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_jobs_new_badge(inputs)
	return en_jobs_new_badge(inputs)
});
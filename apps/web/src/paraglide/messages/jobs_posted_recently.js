/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_Posted_RecentlyInputs */

const en_jobs_posted_recently = /** @type {(inputs: Jobs_Posted_RecentlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Posted recently`)
};

const fr_jobs_posted_recently = /** @type {(inputs: Jobs_Posted_RecentlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publié récemment`)
};

/**
* | output |
* | --- |
* | "Posted recently" |
*
* @param {Jobs_Posted_RecentlyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const jobs_posted_recently = /** @type {((inputs?: Jobs_Posted_RecentlyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Posted_RecentlyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_jobs_posted_recently(inputs)
	return en_jobs_posted_recently(inputs)
});
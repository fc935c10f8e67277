/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Browse_JobsInputs */

const en_nav_browse_jobs = /** @type {(inputs: Nav_Browse_JobsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Browse Jobs`)
};

const fr_nav_browse_jobs = /** @type {(inputs: Nav_Browse_JobsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parcourir les emplois`)
};

/**
* | output |
* | --- |
* | "Browse Jobs" |
*
* @param {Nav_Browse_JobsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const nav_browse_jobs = /** @type {((inputs?: Nav_Browse_JobsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Browse_JobsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_nav_browse_jobs(inputs)
	return en_nav_browse_jobs(inputs)
});
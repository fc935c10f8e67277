/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Blog_Stat_JobsInputs */

const en_blog_stat_jobs = /** @type {(inputs: Blog_Stat_JobsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jobs Posted`)
};

const fr_blog_stat_jobs = /** @type {(inputs: Blog_Stat_JobsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offres publiées`)
};

/**
* | output |
* | --- |
* | "Jobs Posted" |
*
* @param {Blog_Stat_JobsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const blog_stat_jobs = /** @type {((inputs?: Blog_Stat_JobsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_Stat_JobsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_blog_stat_jobs(inputs)
	return en_blog_stat_jobs(inputs)
});
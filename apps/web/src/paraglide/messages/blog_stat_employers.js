/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Blog_Stat_EmployersInputs */

const en_blog_stat_employers = /** @type {(inputs: Blog_Stat_EmployersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Employers Served`)
};

const fr_blog_stat_employers = /** @type {(inputs: Blog_Stat_EmployersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Employeurs servis`)
};

/**
* | output |
* | --- |
* | "Employers Served" |
*
* @param {Blog_Stat_EmployersInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const blog_stat_employers = /** @type {((inputs?: Blog_Stat_EmployersInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_Stat_EmployersInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_blog_stat_employers(inputs)
	return en_blog_stat_employers(inputs)
});
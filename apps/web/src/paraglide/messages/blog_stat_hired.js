/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Blog_Stat_HiredInputs */

const en_blog_stat_hired = /** @type {(inputs: Blog_Stat_HiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Candidates Hired`)
};

const fr_blog_stat_hired = /** @type {(inputs: Blog_Stat_HiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Candidats embauchés`)
};

/**
* | output |
* | --- |
* | "Candidates Hired" |
*
* @param {Blog_Stat_HiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const blog_stat_hired = /** @type {((inputs?: Blog_Stat_HiredInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_Stat_HiredInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_blog_stat_hired(inputs)
	return en_blog_stat_hired(inputs)
});
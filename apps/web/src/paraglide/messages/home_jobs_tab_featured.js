/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Jobs_Tab_FeaturedInputs */

const en_home_jobs_tab_featured = /** @type {(inputs: Home_Jobs_Tab_FeaturedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Featured`)
};

const fr_home_jobs_tab_featured = /** @type {(inputs: Home_Jobs_Tab_FeaturedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En vedette`)
};

/**
* | output |
* | --- |
* | "Featured" |
*
* @param {Home_Jobs_Tab_FeaturedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_jobs_tab_featured = /** @type {((inputs?: Home_Jobs_Tab_FeaturedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Jobs_Tab_FeaturedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_jobs_tab_featured(inputs)
	return en_home_jobs_tab_featured(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Cta_Work_DescriptionInputs */

const en_home_cta_work_description = /** @type {(inputs: Home_Cta_Work_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explore warehouse, driving, office and remote roles with employers across Ontario and apply in minutes.`)
};

const fr_home_cta_work_description = /** @type {(inputs: Home_Cta_Work_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Découvrez des postes en entrepôt, en conduite, au bureau et en télétravail partout en Ontario et postulez en quelques minutes.`)
};

/**
* | output |
* | --- |
* | "Explore warehouse, driving, office and remote roles with employers across Ontario and apply in minutes." |
*
* @param {Home_Cta_Work_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_cta_work_description = /** @type {((inputs?: Home_Cta_Work_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Cta_Work_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_cta_work_description(inputs)
	return en_home_cta_work_description(inputs)
});
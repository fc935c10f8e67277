/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_Social_MediaInputs */

const en_footer_social_media = /** @type {(inputs: Footer_Social_MediaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Social media`)
};

const fr_footer_social_media = /** @type {(inputs: Footer_Social_MediaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réseaux sociaux`)
};

/**
* | output |
* | --- |
* | "Social media" |
*
* @param {Footer_Social_MediaInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const footer_social_media = /** @type {((inputs?: Footer_Social_MediaInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_Social_MediaInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_footer_social_media(inputs)
	return en_footer_social_media(inputs)
});
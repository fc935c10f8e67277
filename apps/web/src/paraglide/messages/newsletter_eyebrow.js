/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletter_EyebrowInputs */

const en_newsletter_eyebrow = /** @type {(inputs: Newsletter_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Newsletter`)
};

const fr_newsletter_eyebrow = /** @type {(inputs: Newsletter_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Infolettre`)
};

/**
* | output |
* | --- |
* | "Newsletter" |
*
* @param {Newsletter_EyebrowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const newsletter_eyebrow = /** @type {((inputs?: Newsletter_EyebrowInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Newsletter_EyebrowInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_newsletter_eyebrow(inputs)
	return en_newsletter_eyebrow(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletter_TitleInputs */

const en_newsletter_title = /** @type {(inputs: Newsletter_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stay Ahead of the Workforce Curve`)
};

const fr_newsletter_title = /** @type {(inputs: Newsletter_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gardez une longueur d’avance sur le marché du travail`)
};

/**
* | output |
* | --- |
* | "Stay Ahead of the Workforce Curve" |
*
* @param {Newsletter_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const newsletter_title = /** @type {((inputs?: Newsletter_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Newsletter_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_newsletter_title(inputs)
	return en_newsletter_title(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletter_Form_LabelInputs */

const en_newsletter_form_label = /** @type {(inputs: Newsletter_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Newsletter sign-up`)
};

const fr_newsletter_form_label = /** @type {(inputs: Newsletter_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnement à l’infolettre`)
};

/**
* | output |
* | --- |
* | "Newsletter sign-up" |
*
* @param {Newsletter_Form_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const newsletter_form_label = /** @type {((inputs?: Newsletter_Form_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Newsletter_Form_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_newsletter_form_label(inputs)
	return en_newsletter_form_label(inputs)
});
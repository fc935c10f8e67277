/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletter_Confirm_Head_DescriptionInputs */

const en_newsletter_confirm_head_description = /** @type {(inputs: Newsletter_Confirm_Head_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm that you want to receive our weekly newsletter again.`)
};

const fr_newsletter_confirm_head_description = /** @type {(inputs: Newsletter_Confirm_Head_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmez que vous voulez recevoir de nouveau notre infolettre hebdomadaire.`)
};

/**
* | output |
* | --- |
* | "Confirm that you want to receive our weekly newsletter again." |
*
* @param {Newsletter_Confirm_Head_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const newsletter_confirm_head_description = /** @type {((inputs?: Newsletter_Confirm_Head_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Newsletter_Confirm_Head_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_newsletter_confirm_head_description(inputs)
	return en_newsletter_confirm_head_description(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletter_Confirm_PressInputs */

const en_newsletter_confirm_press = /** @type {(inputs: Newsletter_Confirm_PressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Press the button to receive our weekly newsletter again at`)
};

const fr_newsletter_confirm_press = /** @type {(inputs: Newsletter_Confirm_PressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Appuyez sur le bouton pour recevoir de nouveau notre infolettre hebdomadaire à l’adresse`)
};

/**
* | output |
* | --- |
* | "Press the button to receive our weekly newsletter again at" |
*
* @param {Newsletter_Confirm_PressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const newsletter_confirm_press = /** @type {((inputs?: Newsletter_Confirm_PressInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Newsletter_Confirm_PressInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_newsletter_confirm_press(inputs)
	return en_newsletter_confirm_press(inputs)
});
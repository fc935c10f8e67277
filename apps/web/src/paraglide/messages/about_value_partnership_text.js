/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Value_Partnership_TextInputs */

const en_about_value_partnership_text = /** @type {(inputs: About_Value_Partnership_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We measure our success by the success of the clients and workers we serve.`)
};

const fr_about_value_partnership_text = /** @type {(inputs: About_Value_Partnership_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous mesurons notre succès à celui des clients et des travailleurs que nous servons.`)
};

/**
* | output |
* | --- |
* | "We measure our success by the success of the clients and workers we serve." |
*
* @param {About_Value_Partnership_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const about_value_partnership_text = /** @type {((inputs?: About_Value_Partnership_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Value_Partnership_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_about_value_partnership_text(inputs)
	return en_about_value_partnership_text(inputs)
});
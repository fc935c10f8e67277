/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Quote_Special_DescriptionInputs */

const en_transport_quote_special_description = /** @type {(inputs: Transport_Quote_Special_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optional: dock hours, liftgate, temperature range, permits, etc.`)
};

const fr_transport_quote_special_description = /** @type {(inputs: Transport_Quote_Special_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facultatif : heures du quai, hayon élévateur, plage de température, permis, etc.`)
};

/**
* | output |
* | --- |
* | "Optional: dock hours, liftgate, temperature range, permits, etc." |
*
* @param {Transport_Quote_Special_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_quote_special_description = /** @type {((inputs?: Transport_Quote_Special_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Quote_Special_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_quote_special_description(inputs)
	return en_transport_quote_special_description(inputs)
});
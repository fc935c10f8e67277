/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Faq_Special_QInputs */

const en_transport_faq_special_q = /** @type {(inputs: Transport_Faq_Special_QInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Can you handle refrigerated or hazardous freight?`)
};

const fr_transport_faq_special_q = /** @type {(inputs: Transport_Faq_Special_QInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pouvez-vous transporter des marchandises réfrigérées ou dangereuses?`)
};

/**
* | output |
* | --- |
* | "Can you handle refrigerated or hazardous freight?" |
*
* @param {Transport_Faq_Special_QInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_faq_special_q = /** @type {((inputs?: Transport_Faq_Special_QInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Faq_Special_QInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_faq_special_q(inputs)
	return en_transport_faq_special_q(inputs)
});
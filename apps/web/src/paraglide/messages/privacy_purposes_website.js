/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Purposes_WebsiteInputs */

const en_privacy_purposes_website = /** @type {(inputs: Privacy_Purposes_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`operate, secure and improve our website; and`)
};

const fr_privacy_purposes_website = /** @type {(inputs: Privacy_Purposes_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`exploiter, sécuriser et améliorer notre site Web;`)
};

/**
* | output |
* | --- |
* | "operate, secure and improve our website; and" |
*
* @param {Privacy_Purposes_WebsiteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_purposes_website = /** @type {((inputs?: Privacy_Purposes_WebsiteInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Purposes_WebsiteInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_purposes_website(inputs)
	return en_privacy_purposes_website(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Purposes_RespondInputs */

const en_privacy_purposes_respond = /** @type {(inputs: Privacy_Purposes_RespondInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`respond to your enquiries and requests within our stated response times;`)
};

const fr_privacy_purposes_respond = /** @type {(inputs: Privacy_Purposes_RespondInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`répondre à vos demandes dans les délais annoncés;`)
};

/**
* | output |
* | --- |
* | "respond to your enquiries and requests within our stated response times;" |
*
* @param {Privacy_Purposes_RespondInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_purposes_respond = /** @type {((inputs?: Privacy_Purposes_RespondInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Purposes_RespondInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_purposes_respond(inputs)
	return en_privacy_purposes_respond(inputs)
});
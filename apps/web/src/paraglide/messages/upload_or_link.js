/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Upload_Or_LinkInputs */

const en_upload_or_link = /** @type {(inputs: Upload_Or_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Or give a link below.`)
};

const fr_upload_or_link = /** @type {(inputs: Upload_Or_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ou donnez un lien ci-dessous.`)
};

/**
* | output |
* | --- |
* | "Or give a link below." |
*
* @param {Upload_Or_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const upload_or_link = /** @type {((inputs?: Upload_Or_LinkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Upload_Or_LinkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_upload_or_link(inputs)
	return en_upload_or_link(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Purposes_P1Inputs */

const en_privacy_purposes_p1 = /** @type {(inputs: Privacy_Purposes_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We identify the purposes for collecting personal information at or before the time we collect it. We use personal information to:`)
};

const fr_privacy_purposes_p1 = /** @type {(inputs: Privacy_Purposes_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous précisons les fins de la collecte des renseignements personnels au moment de la collecte ou avant. Nous utilisons les renseignements personnels pour :`)
};

/**
* | output |
* | --- |
* | "We identify the purposes for collecting personal information at or before the time we collect it. We use personal information to:" |
*
* @param {Privacy_Purposes_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_purposes_p1 = /** @type {((inputs?: Privacy_Purposes_P1Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Purposes_P1Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_purposes_p1(inputs)
	return en_privacy_purposes_p1(inputs)
});
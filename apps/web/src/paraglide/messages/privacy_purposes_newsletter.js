/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Purposes_NewsletterInputs */

const en_privacy_purposes_newsletter = /** @type {(inputs: Privacy_Purposes_NewsletterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`send our newsletter and updates you have asked for (you can unsubscribe at any time);`)
};

const fr_privacy_purposes_newsletter = /** @type {(inputs: Privacy_Purposes_NewsletterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`vous envoyer notre infolettre et les nouvelles que vous avez demandées (vous pouvez vous désabonner en tout temps);`)
};

/**
* | output |
* | --- |
* | "send our newsletter and updates you have asked for (you can unsubscribe at any time);" |
*
* @param {Privacy_Purposes_NewsletterInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_purposes_newsletter = /** @type {((inputs?: Privacy_Purposes_NewsletterInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Purposes_NewsletterInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_purposes_newsletter(inputs)
	return en_privacy_purposes_newsletter(inputs)
});
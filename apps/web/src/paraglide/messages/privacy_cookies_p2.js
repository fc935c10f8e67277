/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Cookies_P2Inputs */

const en_privacy_cookies_p2 = /** @type {(inputs: Privacy_Cookies_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You can set your browser to refuse or delete cookies. If you do, some parts of the website may not work as intended. Our website may also store content in your browser so that pages load quickly and remain available when your connection is poor; you can clear this data through your browser settings.`)
};

const fr_privacy_cookies_p2 = /** @type {(inputs: Privacy_Cookies_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous pouvez configurer votre navigateur pour refuser ou supprimer les témoins. Dans ce cas, certaines parties du site Web pourraient ne pas fonctionner comme prévu. Notre site Web peut aussi stocker du contenu dans votre navigateur pour que les pages se chargent rapidement et demeurent accessibles lorsque votre connexion est faible; vous pouvez effacer ces données dans les paramètres de votre navigateur.`)
};

/**
* | output |
* | --- |
* | "You can set your browser to refuse or delete cookies. If you do, some parts of the website may not work as intended. Our website may also store content in yo..." |
*
* @param {Privacy_Cookies_P2Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_cookies_p2 = /** @type {((inputs?: Privacy_Cookies_P2Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Cookies_P2Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_cookies_p2(inputs)
	return en_privacy_cookies_p2(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Carrier_Join_OptionalInputs */

const en_carrier_join_optional = /** @type {(inputs: Carrier_Join_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every field is optional, but leave an email or phone number so our carrier team can send you the onboarding information.`)
};

const fr_carrier_join_optional = /** @type {(inputs: Carrier_Join_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous les champs sont facultatifs, mais laissez un courriel ou un numéro de téléphone pour que notre équipe des transporteurs puisse vous envoyer l’information d’intégration.`)
};

/**
* | output |
* | --- |
* | "Every field is optional, but leave an email or phone number so our carrier team can send you the onboarding information." |
*
* @param {Carrier_Join_OptionalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const carrier_join_optional = /** @type {((inputs?: Carrier_Join_OptionalInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Carrier_Join_OptionalInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_carrier_join_optional(inputs)
	return en_carrier_join_optional(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Carrier_Join_IntroInputs */

const en_carrier_join_intro = /** @type {(inputs: Carrier_Join_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Owner-operators and fleets across Canada haul consistent, fairly priced freight with us: quick pay, steady lanes and a dispatch team that answers the phone. Talk to our carrier team now or send your details and we'll reach out.`)
};

const fr_carrier_join_intro = /** @type {(inputs: Carrier_Join_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des propriétaires-exploitants et des flottes de partout au Canada transportent avec nous des marchandises régulières à prix équitable : paiement rapide, trajets stables et une équipe de répartition qui répond au téléphone. Parlez à notre équipe des transporteurs dès maintenant ou envoyez-nous vos coordonnées et nous communiquerons avec vous.`)
};

/**
* | output |
* | --- |
* | "Owner-operators and fleets across Canada haul consistent, fairly priced freight with us: quick pay, steady lanes and a dispatch team that answers the phone. ..." |
*
* @param {Carrier_Join_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const carrier_join_intro = /** @type {((inputs?: Carrier_Join_IntroInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Carrier_Join_IntroInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_carrier_join_intro(inputs)
	return en_carrier_join_intro(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Access_P2Inputs */

const en_privacy_access_p2 = /** @type {(inputs: Privacy_Access_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We will respond to access requests within 30 days of receiving them. If we need more time, or if we cannot provide access, for example because the record contains information about another person or is subject to legal privilege, we will tell you in writing, with our reasons, within that 30-day period. Access is provided free of charge or at minimal cost, and we will tell you of any cost before processing your request.`)
};

const fr_privacy_access_p2 = /** @type {(inputs: Privacy_Access_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous répondrons aux demandes d’accès dans les 30 jours suivant leur réception. Si nous avons besoin de plus de temps, ou si nous ne pouvons pas donner accès, par exemple parce que le dossier contient des renseignements sur une autre personne ou est protégé par le secret professionnel, nous vous en informerons par écrit, motifs à l’appui, dans ce délai de 30 jours. L’accès est gratuit ou offert à un coût minime, et nous vous informerons de tout coût avant de traiter votre demande.`)
};

/**
* | output |
* | --- |
* | "We will respond to access requests within 30 days of receiving them. If we need more time, or if we cannot provide access, for example because the record con..." |
*
* @param {Privacy_Access_P2Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_access_p2 = /** @type {((inputs?: Privacy_Access_P2Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Access_P2Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_access_p2(inputs)
	return en_privacy_access_p2(inputs)
});
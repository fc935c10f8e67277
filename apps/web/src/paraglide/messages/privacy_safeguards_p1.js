/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Safeguards_P1Inputs */

const en_privacy_safeguards_p1 = /** @type {(inputs: Privacy_Safeguards_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We protect personal information with security safeguards appropriate to its sensitivity, including physical measures (locked offices and restricted access), organizational measures (staff training, confidentiality obligations and access on a need-to-know basis) and technological measures (encrypted connections, password-protected systems and secure cookies for administrative sessions). No method of transmission or storage is completely secure, but we work to protect your information against loss, theft and unauthorized access, use or disclosure.`)
};

const fr_privacy_safeguards_p1 = /** @type {(inputs: Privacy_Safeguards_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous protégeons les renseignements personnels par des mesures de sécurité adaptées à leur sensibilité, notamment des mesures physiques (bureaux verrouillés et accès restreint), organisationnelles (formation du personnel, obligations de confidentialité et accès selon le principe du besoin de savoir) et technologiques (connexions chiffrées, systèmes protégés par mot de passe et témoins sécurisés pour les sessions administratives). Aucune méthode de transmission ou de stockage n’est entièrement sûre, mais nous nous efforçons de protéger vos renseignements contre la perte, le vol et l’accès, l’utilisation ou la communication non autorisés.`)
};

/**
* | output |
* | --- |
* | "We protect personal information with security safeguards appropriate to its sensitivity, including physical measures (locked offices and restricted access), ..." |
*
* @param {Privacy_Safeguards_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_safeguards_p1 = /** @type {((inputs?: Privacy_Safeguards_P1Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Safeguards_P1Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_safeguards_p1(inputs)
	return en_privacy_safeguards_p1(inputs)
});
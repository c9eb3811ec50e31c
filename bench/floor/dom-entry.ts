import { addressPage } from './address-markup';
import { fetchAddressAnswers } from './answers';
import { toDom } from './to-dom';

const answers = await fetchAddressAnswers();
const root = document.getElementById('root') as HTMLElement;
root.append(toDom(addressPage(answers.address, answers.balance, answers.transactions, answers.isContract)));
document.body.dataset.done = String(answers.transactions.length);

// The dashboard in English: the Team screen's ownership transfer (screens/ownership.tsx).
import type { ownershipFr } from './ownership-fr.js';

export const ownershipEn: Record<keyof typeof ownershipFr, string> = {
  ownTitle: 'Ownership of the organisation',
  ownIntro: 'Hand the organisation to another member: they become its owner when they accept, and you stay an administrator. You will be asked for your password again.',
  ownRecipient: 'New owner',
  ownChoose: 'Choose a member',
  ownStart: 'Transfer the ownership',
  ownConfirmTitle: 'Transfer the ownership?',
  ownConfirm: '{to} will become the organisation’s owner if they accept within 72 hours; you will stay an administrator.',
  ownStarted: 'Transfer offered to {to}: they have 72 hours to accept it.',
  ownPending: 'A transfer of ownership to {to} awaits their answer until {until}.',
  ownOffered: '{from} offers you the ownership of the organisation, until {until}.',
  ownAccept: 'Accept the ownership',
  ownDecline: 'Decline',
  ownWithdraw: 'Withdraw the transfer',
  ownAccepted: 'You are now the owner of the organisation.',
  ownDeclined: 'You declined the transfer of ownership.',
  ownWithdrawn: 'The transfer to {to} is withdrawn.',
  ownNobody: 'Invite the person to hand the organisation to first.',
  ownYou: 'you',
  ownAMember: 'a member',
  inviteNamed: 'You are invited to join {organisation} with the address {email}.',
  error_transfer_pending: 'A transfer of ownership is already pending.',
  error_transfer_not_found: 'This transfer of ownership no longer exists.',
};

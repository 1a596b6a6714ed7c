import { useState } from 'react';
import { HostedFlow, useHostedFlow } from '../../shared/hosted-flow';
import {
  type CheckInCalls,
  type CheckInEvent,
  checkInCalls,
  checkInMessageOf,
  LINK_UNUSABLE,
  type StaffMember,
  tokenOf,
} from './check-in-calls';
import { DoorList } from './door-list';
import './check-in.css';

interface Step {
  staffMember: StaffMember;
  accessToken: string;
  events: CheckInEvent[];
}

/**
 * The page an events staff member's login link opens (`/hosted/check-in#token=…`): this device
 * signs in with the link, then lets guests in at the events the staff member works at.
 */
export function CheckInPage({ calls = checkInCalls }: { calls?: CheckInCalls }) {
  const [token] = useState(() => tokenOf(window.location.hash));
  const flow = useHostedFlow<Step>({
    credential: token,
    missing: LINK_UNUSABLE,
    load: async (link) => {
      const signedIn = await calls.signIn(link);
      return { ...signedIn, events: await calls.listEvents(signedIn.accessToken) };
    },
    messageOf: checkInMessageOf,
  });
  return (
    <HostedFlow title="Check-in unavailable" state={flow.state}>
      {(step) => <EventDesk {...step} calls={calls} />}
    </HostedFlow>
  );
}

/** One event's door at a time: the staff member picks the event when they work at several. */
function EventDesk({ staffMember, accessToken, events, calls }: Step & { calls: CheckInCalls }) {
  const [eventId, setEventId] = useState(events[0]?._id ?? '');
  const event = events.find((candidate) => candidate._id === eventId);
  return (
    <main className="page check-in" data-testid="hosted-check-in">
      <header className="check-in-header">
        <p className="eyebrow">Check-in · {staffMember.name}</p>
        <h1>{event ? event.title : 'No events yet'}</h1>
        {event ? (
          <p className="check-in-when">
            {event.dateAndTimeSettings.formatted.dateAndTime}
            {event.location.name ? ` · ${event.location.name}` : ''}
          </p>
        ) : (
          <p className="check-in-when">
            You are not working at any event yet. The event organiser can add you to one.
          </p>
        )}
      </header>
      {events.length > 1 ? (
        <div className="check-in-event">
          <label htmlFor="check-in-event">Event</label>
          <select
            id="check-in-event"
            value={eventId}
            onChange={(change) => setEventId(change.currentTarget.value)}
          >
            {events.map((choice) => (
              <option key={choice._id} value={choice._id}>
                {choice.title} ({choice.dateAndTimeSettings.formatted.startDate})
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {event ? (
        <DoorList key={event._id} eventId={event._id} accessToken={accessToken} calls={calls} />
      ) : null}
    </main>
  );
}

import { siteConfig } from '@site/shared/config';
import { toast } from '@site/shared/toast';
import { Badge, Button, CardText, Icon, VisuallyHidden } from '@site/shared/ui';
import { formatDate } from '../../lib/formatDate';
import { Meta, Panel, PanelHeader, PlainList, TabHeading } from '../../lib/ui';
import type { DashboardEvent } from './dashboardData';

function EventCard({ event }: { event: DashboardEvent }) {
  const register = () =>
    toast({
      title: 'Registration opens soon',
      description: `Online registration for ${event.title} is not open yet. Email ${siteConfig.supportEmail} to save your seat.`,
    });
  return (
    <Panel as="li" data-testid="event">
      <PanelHeader>
        <div>
          <h3>{event.title}</h3>
          <Meta>
            <Icon name="calendar" size={14} /> {formatDate(event.date)} at {event.time}
          </Meta>
        </div>
        <Badge $tone={event.type === 'workshop' ? 'accent' : 'primary'}>
          {event.type === 'workshop' ? 'Workshop' : 'Live Q&A'}
        </Badge>
      </PanelHeader>
      {event.registered ? (
        <CardText>
          <Badge $tone="success">
            <Icon name="check" size={14} /> Registered
          </Badge>
        </CardText>
      ) : (
        <div>
          <Button $size="sm" onClick={register} aria-describedby={`${event.id}-register-note`}>
            Register<VisuallyHidden> for {event.title}</VisuallyHidden>
          </Button>
          <Meta id={`${event.id}-register-note`} $above={1}>
            Online registration is not open yet.
          </Meta>
        </div>
      )}
    </Panel>
  );
}

/** Upcoming workshops and Q&As, registered or not. */
export function EventsPanel({ events }: { events: DashboardEvent[] }) {
  return (
    <>
      <TabHeading>Events</TabHeading>
      <PlainList>
        {events.map((event) => (
          <EventCard key={event.id} event={event} />
        ))}
      </PlainList>
    </>
  );
}

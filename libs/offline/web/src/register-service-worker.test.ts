import { describe, expect, it, vi } from 'vitest';
import { SERVICE_WORKER_URL, registerServiceWorker } from './register-service-worker';

class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  postMessage = vi.fn();
}

function fakeContainer(options: { controlled: boolean; waiting?: FakeWorker }) {
  const events = new EventTarget();
  const registration = Object.assign(new EventTarget(), { waiting: options.waiting ?? null, installing: null as FakeWorker | null });
  const container = {
    controller: options.controlled ? ({} as ServiceWorker) : null,
    register: vi.fn(async () => registration as unknown as ServiceWorkerRegistration),
    addEventListener: events.addEventListener.bind(events) as ServiceWorkerContainer['addEventListener'],
  };
  return { container, registration, events };
}

describe('registerServiceWorker', () => {
  it('registers the worker and announces nothing on a first install', async () => {
    const { container, registration } = fakeContainer({ controlled: false });
    const onUpdate = vi.fn();
    await registerServiceWorker(container, onUpdate, vi.fn());
    expect(container.register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: '/' });
    const worker = new FakeWorker();
    registration.installing = worker;
    registration.dispatchEvent(new Event('updatefound'));
    worker.state = 'installed';
    worker.dispatchEvent(new Event('statechange'));
    expect(onUpdate).not.toHaveBeenCalled();
  });

  it('announces a new version and swaps only when the listener chooses Reload', async () => {
    const { container, registration, events } = fakeContainer({ controlled: true });
    const onUpdate = vi.fn();
    const reload = vi.fn();
    await registerServiceWorker(container, onUpdate, reload);
    const worker = new FakeWorker();
    registration.installing = worker;
    registration.dispatchEvent(new Event('updatefound'));
    worker.state = 'installed';
    worker.dispatchEvent(new Event('statechange'));
    expect(onUpdate).toHaveBeenCalledTimes(1);
    expect(worker.postMessage).not.toHaveBeenCalled();
    // Another tab's update taking control does not reload this page by itself.
    events.dispatchEvent(new Event('controllerchange'));
    expect(reload).not.toHaveBeenCalled();
    const apply = onUpdate.mock.calls[0]?.[0] as () => void;
    apply();
    expect(worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    events.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('announces a version already waiting when the page opens', async () => {
    const waiting = new FakeWorker();
    const { container } = fakeContainer({ controlled: true, waiting });
    const onUpdate = vi.fn();
    await registerServiceWorker(container, onUpdate, vi.fn());
    expect(onUpdate).toHaveBeenCalledTimes(1);
  });
});

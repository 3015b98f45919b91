import type { Feedback } from '../utils/feedback';

export type DialogApis = Pick<Feedback, 'modal' | 'notification'>;
type ModalApi = Feedback['modal'];
type ModalInstance = ReturnType<ModalApi['confirm']>;
/**
 * Runs `use` with the real instances: at once if they are mounted, else once they are (loading
 * them); `failed` instead if their code could not be fetched.
 */
export type WhenReady = (use: (apis: DialogApis) => void, failed?: () => void) => void;

/**
 * useApp()'s modal and notification instances whose code is fetched on their first call (a confirm,
 * a notification toast): each call is made on the real instance once it is there, and what a modal
 * call answers (destroy, update, then) is passed on to the real dialog's. A dialog whose code could
 * not be fetched was never shown: awaiting it answers false (as a cancel does), the rest does nothing.
 */
export function deferredDialogs(whenReady: WhenReady): DialogApis {
  const modalCall =
    (name: keyof ModalApi): ModalApi[keyof ModalApi] =>
    (config) => {
      let real: ModalInstance | 'lost' | null = null;
      const waiting: { use: (instance: ModalInstance) => void; lost?: () => void }[] = [];
      const withReal = (use: (instance: ModalInstance) => void, lost?: () => void) => {
        if (real === 'lost') lost?.();
        else if (real) use(real);
        else waiting.push({ use, lost });
      };
      whenReady(
        ({ modal }) => {
          const instance = modal[name](config);
          real = instance;
          for (const { use } of waiting.splice(0)) use(instance);
        },
        () => {
          real = 'lost';
          for (const { lost } of waiting.splice(0)) lost?.();
        },
      );
      return {
        destroy: () => withReal((instance) => instance.destroy()),
        update: (next) => withReal((instance) => instance.update(next)),
        // biome-ignore lint/suspicious/noThenProperty: antd's modal calls answer a thenable (awaiting one waits for the choice)
        then: (resolve, reject) =>
          new Promise<boolean>((confirmed) =>
            withReal(
              (instance) => void instance.then(confirmed, reject),
              () => confirmed(false),
            ),
          ).then(resolve),
      };
    };
  let notified = false;
  const notificationCall =
    (name: 'success' | 'error' | 'info' | 'warning' | 'open') =>
    (config: Parameters<Feedback['notification']['open']>[0]) => {
      notified = true;
      whenReady(({ notification }) => notification[name](config));
    };
  return {
    modal: {
      confirm: modalCall('confirm'),
      info: modalCall('info'),
      success: modalCall('success'),
      error: modalCall('error'),
      warning: modalCall('warning'),
    },
    notification: {
      success: notificationCall('success'),
      error: notificationCall('error'),
      info: notificationCall('info'),
      warning: notificationCall('warning'),
      open: notificationCall('open'),
      // Nothing to close (and no code to fetch) before the first notification was asked for.
      destroy: (key) => {
        if (notified) whenReady(({ notification }) => notification.destroy(key));
      },
    },
  };
}

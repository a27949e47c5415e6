'use client';

import { AUTO_KEEP_TEXTS, type AutoKeepSetting as Setting } from '@cw/offline';
import { AutoKeepSettingForm } from '@cw/offline/components';
import { Heading, useUiLocale } from '@cw/ui';
import { useEffect, useState } from 'react';
import { useApiClient } from '../ApiClientContext';
import { useSession } from '../session';
import { readAutoKeepSetting, runAutoKeep, writeAutoKeepSetting } from './autoKeep';
import '@cw/offline/styles.css';

/**
 * The signed-in reader's auto-keep setting on 保存済み (off by default); turning it on starts
 * keeping at once.
 */
export function AutoKeepSetting() {
  const client = useApiClient();
  const { status } = useSession();
  const text = AUTO_KEEP_TEXTS[useUiLocale()];
  const [setting, setSetting] = useState<Setting | null>(null);
  useEffect(() => setSetting(readAutoKeepSetting()), []);
  if (status !== 'authenticated' || setting === null) return null;
  return (
    <section aria-labelledby="auto-keep-heading">
      <Heading level={2} id="auto-keep-heading">
        {text.heading}
      </Heading>
      <AutoKeepSettingForm
        setting={setting}
        onChange={(next) => {
          writeAutoKeepSetting(next);
          setSetting(next);
          void runAutoKeep(client);
        }}
      />
    </section>
  );
}
